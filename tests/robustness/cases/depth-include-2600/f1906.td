include "f1907.td"
