/** The most JavaScript (gzip bytes) fetched before the sign-in form shows. */
export declare const LOGIN_FIRST_PAINT_BUDGET_BYTES: number;
