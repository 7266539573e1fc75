/**
 * The cell class of an amount or a count in every back office table, header included: at the end of
 * the cell, in tabular figures, so digits line up down a column. DataTable applies it to columns
 * with `meta: { numeric: true }`; hand-made tables (the dashboard's, payment channels) use it as is.
 */
export const NUMERIC = 'text-end tabular-nums';
