include "f553.td"
