include "f801.td"
