include "f1911.td"
