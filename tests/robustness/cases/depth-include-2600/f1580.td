include "f1581.td"
