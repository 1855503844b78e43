include "f1537.td"
