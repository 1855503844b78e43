include "f1539.td"
