include "f715.td"
