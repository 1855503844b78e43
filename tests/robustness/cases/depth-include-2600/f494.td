include "f495.td"
