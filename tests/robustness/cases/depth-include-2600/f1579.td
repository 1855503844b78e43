include "f1580.td"
