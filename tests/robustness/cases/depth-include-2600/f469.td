include "f470.td"
