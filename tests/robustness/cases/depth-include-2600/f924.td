include "f925.td"
