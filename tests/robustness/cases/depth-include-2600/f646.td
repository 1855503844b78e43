include "f647.td"
