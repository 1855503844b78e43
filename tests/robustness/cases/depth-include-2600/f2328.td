include "f2329.td"
