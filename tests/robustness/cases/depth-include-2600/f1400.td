include "f1401.td"
