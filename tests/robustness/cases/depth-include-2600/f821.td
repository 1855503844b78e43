include "f822.td"
