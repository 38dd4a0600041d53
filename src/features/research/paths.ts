// Section 2's research routes, written without the locale (the locale scope adds it).
export const RESEARCH_PATH = '/research';
export const articlePath = (id: string) => `/research/articles/${encodeURIComponent(id)}`;
