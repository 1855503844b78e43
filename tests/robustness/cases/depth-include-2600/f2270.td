include "f2271.td"
