// A remote's own entry does nothing: the host loads ./app through Module Federation.
export {};
