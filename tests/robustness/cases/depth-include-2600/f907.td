include "f908.td"
