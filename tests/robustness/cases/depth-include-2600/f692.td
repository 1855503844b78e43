include "f693.td"
