// The margin area's pages (the specification's simulation table lists them, so demo mode keeps them).
export const MARGIN_ORDERS_PATH = '/order/marginOrderInfo';
export const MARGIN_RECORDS_PATH = '/record/margin';
