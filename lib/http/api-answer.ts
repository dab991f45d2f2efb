// What an API route's logic answers, before it is written to the response: the forms' and bookings' handlers return
// it, so they can be tested without a server, and one route adapter sends it.

export interface ApiAnswer {
  status: number;
  body: unknown;
}
