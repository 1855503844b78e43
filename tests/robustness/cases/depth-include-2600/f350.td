include "f351.td"
