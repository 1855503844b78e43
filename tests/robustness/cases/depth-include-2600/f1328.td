include "f1329.td"
