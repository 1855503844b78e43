include "f1316.td"
