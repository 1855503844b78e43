include "f1733.td"
