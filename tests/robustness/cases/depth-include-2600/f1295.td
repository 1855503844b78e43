include "f1296.td"
