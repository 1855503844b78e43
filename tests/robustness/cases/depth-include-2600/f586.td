include "f587.td"
