include "f869.td"
