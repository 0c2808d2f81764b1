/** Where the staff screens of the point of sale live. */
export const CREATE_ORDER_PATH = '/pos/create-order-pos';
export const ORDERS_BOARD_PATH = '/pos/board';
export const KITCHEN_PATH = '/pos/kitchen';
export const REPORTS_PATH = '/pos/reports';
