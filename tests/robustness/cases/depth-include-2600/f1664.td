include "f1665.td"
