/** Deadlines: business days (national holidays) and the eligibility deadline of a type. Filled in by the catalog work. */
export {};
