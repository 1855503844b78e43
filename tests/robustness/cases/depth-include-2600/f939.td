include "f940.td"
