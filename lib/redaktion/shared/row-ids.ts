// The ids of the store's numbered rows (versions, schedules, audit entries) are PostgreSQL `integer`s: a number
// beyond 2^31 - 1 names no row, and handed to the database it fails the whole query (a 500 before issue 41). Every
// id from a request is asked here first. Browser-safe.
export const MAX_ROW_ID = 2_147_483_647;

/** True for a whole number a row of the store can have as its id. */
export const isRowId = (value: number): boolean => Number.isInteger(value) && value > 0 && value <= MAX_ROW_ID;
