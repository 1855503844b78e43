include "f2146.td"
