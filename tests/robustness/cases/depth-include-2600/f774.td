include "f775.td"
