// Hands a CSV text to the browser as a download (the page's own file; nothing leaves the device).
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; a moment later the blob can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
