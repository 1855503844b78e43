include "f2470.td"
