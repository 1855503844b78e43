include "f2416.td"
