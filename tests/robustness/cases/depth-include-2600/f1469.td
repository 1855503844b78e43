include "f1470.td"
