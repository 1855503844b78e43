include "f2351.td"
