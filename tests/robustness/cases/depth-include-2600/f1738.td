include "f1739.td"
