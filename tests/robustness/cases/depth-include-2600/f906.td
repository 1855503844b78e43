include "f907.td"
