include "f386.td"
