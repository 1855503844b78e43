include "f719.td"
