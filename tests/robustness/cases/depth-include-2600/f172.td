include "f173.td"
