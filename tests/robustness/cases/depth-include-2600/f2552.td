include "f2553.td"
