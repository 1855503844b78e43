include "f509.td"
