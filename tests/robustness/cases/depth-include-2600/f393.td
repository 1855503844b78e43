include "f394.td"
